// A photo or file the site cannot take is refused when it is chosen, before Decap keeps it: a
// refused file kept as the entry's draft media would be sent again with every save (and refused
// again) until its tile was deleted in the media library. Too large (over 15 MB, the server's
// limit: server/editor/uploads.ts) or an iPhone's HEIC photo (by its name or its first bytes):
// the choice is undone and the person told why, in the language of the editor; what was typed
// in the entry stays. Anything else goes on to Decap as chosen.
(function () {
  const MAX_BYTES = 15 * 1024 * 1024;
  const WORDS = {
    en: {
      large: (name, mb) =>
        `Not added: ${name} is ${mb} MB; a photo or file may be at most 15 MB. Make it smaller (on a phone, share it by e-mail at a smaller size) and choose it again.`,
      heic: (name) =>
        `Not added: ${name} is a HEIC photo (an iPhone's own format), which this site cannot read. Export it as JPEG (on the iPhone: Settings, Camera, Formats, "Most Compatible"; or share the photo by e-mail, which sends a JPEG) and choose that.`,
    },
    es: {
      large: (name, mb) =>
        `No se agregó: ${name} pesa ${mb} MB. Una foto o un archivo puede pesar 15 MB como máximo. Reduzca su tamaño (en un teléfono, compártala por correo en un tamaño menor) y elíjala otra vez.`,
      heic: (name) =>
        `No se agregó: ${name} es una foto HEIC (el formato propio del iPhone), que este sitio no puede leer. Expórtela como JPEG (en el iPhone: Configuración, Cámara, Formatos, "Más compatible"; o compártala por correo, que envía un JPEG) y elija esa.`,
    },
  };
  const words = () => (document.documentElement.dataset.officeLang === "es" ? WORDS.es : WORDS.en);
  const isHeic = async (file) => {
    if (/\.hei[cf]$/i.test(file.name) || /^image\/hei[cf]/i.test(file.type)) return true;
    const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
    const ascii = (from, to) => String.fromCharCode(...head.slice(from, to));
    return ascii(4, 8) === "ftyp" && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(ascii(8, 12));
  };
  const passed = new WeakSet();
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (passed.has(event) || !(input instanceof HTMLInputElement) || input.type !== "file") return;
      const file = input.files && input.files[0];
      if (!file) return;
      // Held here until the file is read; sent on to Decap as a new event when it may go.
      event.stopImmediatePropagation();
      const problem = async () => {
        if (file.size > MAX_BYTES) return words().large(file.name, Math.ceil(file.size / (1024 * 1024)));
        return (await isHeic(file)) ? words().heic(file.name) : null;
      };
      problem().then((message) => {
        if (message) {
          input.value = "";
          window.alert(message);
          return;
        }
        const next = new Event("change", { bubbles: true });
        passed.add(next);
        input.dispatchEvent(next);
      });
    },
    true,
  );
})();
