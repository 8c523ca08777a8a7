import { expect, test } from "vitest";
import { site } from "~/content/site";
import { directionsHref, telHref } from "./contact";

test("the referral and discharge lines dial the main number, then their extension", () => {
  expect(telHref(site.phones.referrals)).toBe(`tel:${site.phones.main.e164},${site.phones.referrals.ext}`);
  expect(telHref(site.phones.hospitalDischarge)).toBe(
    `tel:${site.phones.main.e164},${site.phones.hospitalDischarge.ext}`,
  );
  expect(site.phones.referrals.ext).toBe("2");
  expect(site.phones.hospitalDischarge.ext).toBe("3");
});

test("directions are built from each office's address", () => {
  for (const office of site.offices) {
    const url = new URL(directionsHref(office));
    expect(url.protocol).toBe("https:");
    expect(url.searchParams.get("destination")).toContain(office.postalCode);
    expect(url.searchParams.get("destination")).not.toMatch(/Suite/);
  }
});
