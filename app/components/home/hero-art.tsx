import type { ReactNode } from "react";
import type { HeroArt } from "~/content/home";

/*
 * Original flat illustrations for the home-page hero slides, drawn in the brand palette
 * (app/app.css). Decorative only: the caller supplies the alt text, so every svg is aria-hidden.
 * Presentation attributes only (no style attributes: the Content-Security-Policy forbids them) and
 * no ids, so several illustrations can share a page.
 */

const INK = "#1d2a2e";
const TEAL = "#0f5257";
const TEAL_DARK = "#0b4044";
const TEAL_MID = "#17707a";
const TEAL_50 = "#eef7f6";
const TEAL_100 = "#d6ecea";
const TEAL_200 = "#acd8d3";
const ORANGE = "#b3470c";
const ORANGE_300 = "#f9b26b";
const ORANGE_100 = "#ffe6cf";
const ORANGE_50 = "#fff5ec";
const CREAM = "#fbf7f0";
const LEAF = "#3f8f7f";

const SKIN = { light: "#f1c7a5", medium: "#d99b6c", tan: "#a8693f", deep: "#6f4429" } as const;
const HAIR = { black: "#2b1d16", brown: "#5a3a24", grey: "#d5d0c8", white: "#ece8e1" } as const;

type HairStyle = "short" | "bun" | "long" | "curly" | "receding";
/** Elbow x, elbow y, hand x, hand y, relative to the figure's origin. */
type Arm = readonly [number, number, number, number];

interface FigureProps {
  x: number;
  y: number;
  s?: number;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  top: string;
  pants: string;
  /** Short sleeves show the forearm (scrubs). */
  shortSleeves?: boolean;
  arms: readonly [Arm, Arm];
  /** Drawn behind the figure (e.g. the far arm of someone alongside), in local coordinates. */
  behind?: ReactNode;
  /** Drawn on top of the figure, in local coordinates. */
  children?: ReactNode;
}

function Head({ skin, hair, style, y }: { skin: string; hair: string; style: HairStyle; y: number }) {
  return (
    <g transform={`translate(0 ${y})`}>
      {style === "long" && <path d="M-24-2Q-26-29 0-29Q26-29 24-2L27 30Q0 38-27 30Z" fill={hair} />}
      {style === "bun" && <circle cy={-26} r={11} fill={hair} />}
      <circle r={22} fill={skin} />
      <g fill={INK}>
        <circle cx={-7.5} cy={1} r={2.2} />
        <circle cx={7.5} cy={1} r={2.2} />
      </g>
      <path d="M-6.5 8.5Q0 14 6.5 8.5" fill="none" stroke={INK} strokeWidth={2} strokeLinecap="round" />
      {style === "curly" ? (
        <g fill={hair}>
          <circle cx={-15} cy={-12} r={10} />
          <circle cx={-5} cy={-19} r={11} />
          <circle cx={8} cy={-19} r={11} />
          <circle cx={17} cy={-10} r={9} />
        </g>
      ) : style === "receding" ? (
        <path d="M-23 4Q-25-18-9-21L-7-13Q-16-10-16 4ZM23 4Q25-18 9-21L7-13Q16-10 16 4Z" fill={hair} />
      ) : style === "short" ? (
        <path d="M-22 2Q-25-26 0-26Q24-26 22 0Q19-13 6-15Q-8-13-14-16Q-18-8-22 2Z" fill={hair} />
      ) : (
        <path d="M-22 1Q-22-25 0-25Q22-25 22 1Q15-12 2-13Q-8-9-22 1Z" fill={hair} />
      )}
    </g>
  );
}

function Arms({
  arms,
  shoulderY,
  top,
  skin,
  short,
}: {
  arms: readonly [Arm, Arm];
  shoulderY: number;
  top: string;
  skin: string;
  short?: boolean;
}) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      {arms.map(([ex, ey, hx, hy], i) => {
        const sx = i === 0 ? -23 : 23;
        return (
          <g key={i}>
            <path d={`M${sx} ${shoulderY}L${ex} ${ey}L${hx} ${hy}`} stroke={short ? skin : top} strokeWidth={13} />
            {short && (
              <path d={`M${sx} ${shoulderY}L${(sx + ex) / 2} ${(shoulderY + ey) / 2}`} stroke={top} strokeWidth={16} />
            )}
            <circle cx={hx} cy={hy} r={7.5} fill={skin} />
          </g>
        );
      })}
    </g>
  );
}

/** A standing person; the origin is between the feet. About 236 units tall. */
function Standing(p: FigureProps) {
  return (
    <g transform={`translate(${p.x} ${p.y}) scale(${p.s ?? 1})`}>
      {p.behind}
      <g fill={p.pants}>
        <rect x={-19} y={-104} width={16} height={98} rx={8} />
        <rect x={3} y={-104} width={16} height={98} rx={8} />
      </g>
      <g fill={INK}>
        <ellipse cx={-13} cy={-5} rx={12} ry={6} />
        <ellipse cx={13} cy={-5} rx={12} ry={6} />
      </g>
      <rect x={-6} y={-200} width={12} height={14} fill={p.skin} />
      <path d="M-29-96L-31-168Q-31-190-10-191H10Q31-190 31-168L29-96Z" fill={p.top} />
      {p.shortSleeves && <path d="M-9-191L0-178L9-191Z" fill={p.skin} />}
      <Arms arms={p.arms} shoulderY={-176} top={p.top} skin={p.skin} short={p.shortSleeves} />
      <Head skin={p.skin} hair={p.hair} style={p.hairStyle} y={-214} />
      {p.children}
    </g>
  );
}

/** A seated person, facing us; the origin is the middle of the seat. */
function Seated(p: FigureProps) {
  return (
    <g transform={`translate(${p.x} ${p.y}) scale(${p.s ?? 1})`}>
      {p.behind}
      <g fill={p.pants}>
        <rect x={-20} y={4} width={15} height={64} rx={7} />
        <rect x={5} y={4} width={15} height={64} rx={7} />
      </g>
      <g fill={INK}>
        <ellipse cx={-14} cy={68} rx={12} ry={6} />
        <ellipse cx={14} cy={68} rx={12} ry={6} />
      </g>
      <rect x={-6} y={-98} width={12} height={14} fill={p.skin} />
      <path d="M-27 0L-29-66Q-29-88-9-89H9Q29-88 29-66L27 0Z" fill={p.top} />
      <rect x={-27} y={-12} width={54} height={24} rx={12} fill={p.pants} />
      <Arms arms={p.arms} shoulderY={-76} top={p.top} skin={p.skin} short={p.shortSleeves} />
      <Head skin={p.skin} hair={p.hair} style={p.hairStyle} y={-112} />
      {p.children}
    </g>
  );
}

/** The brand's five-petal blossom (see BlossomMark), centred on the origin. */
function Blossom({
  x,
  y,
  r,
  petal = ORANGE_50,
  centre = ORANGE_300,
}: {
  x: number;
  y: number;
  r: number;
  petal?: string;
  centre?: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${r / 24})`}>
      <g fill={petal}>
        {[0, 72, 144, 216, 288].map((a) => (
          <ellipse key={a} cy={-9.5} rx={5.5} ry={9} transform={`rotate(${a})`} />
        ))}
      </g>
      <circle r={5} fill={centre} />
    </g>
  );
}

function Plant({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <g fill={LEAF}>
        <ellipse cx={-16} cy={-70} rx={9} ry={30} transform="rotate(-28 -16 -70)" />
        <ellipse cx={16} cy={-72} rx={9} ry={30} transform="rotate(26 16 -72)" />
      </g>
      <g fill={TEAL_MID}>
        <ellipse cy={-84} rx={10} ry={36} />
        <ellipse cx={-26} cy={-46} rx={8} ry={24} transform="rotate(-58 -26 -46)" />
        <ellipse cx={26} cy={-46} rx={8} ry={24} transform="rotate(58 26 -46)" />
      </g>
      <path d="M-24-44H24L18 0H-18Z" fill={ORANGE} />
    </g>
  );
}

function Family() {
  return (
    <>
      <rect width={640} height={480} rx={24} fill={TEAL_50} />
      <circle cx={250} cy={236} r={175} fill={ORANGE_100} />
      <path d="M0 336H640V456Q640 480 616 480H24Q0 480 0 456Z" fill={TEAL_100} />
      {/* window */}
      <rect x={404} y={52} width={176} height={182} rx={10} fill={CREAM} />
      <rect x={416} y={64} width={152} height={158} rx={4} fill={TEAL_200} />
      <circle cx={526} cy={110} r={20} fill={ORANGE_300} />
      <path d="M416 190Q470 160 520 180T568 172V222H416Z" fill={TEAL_MID} />
      <path d="M492 64V222M416 143H568" stroke={CREAM} strokeWidth={8} />
      {/* framed blossom */}
      <rect x={128} y={74} width={84} height={84} rx={8} fill={CREAM} stroke={TEAL} strokeWidth={4} />
      <Blossom x={170} y={116} r={26} petal={ORANGE_300} centre={ORANGE} />
      {/* sofa */}
      <ellipse cx={310} cy={396} rx={250} ry={34} fill={ORANGE_100} />
      <rect x={92} y={206} width={316} height={104} rx={28} fill="#ee9d54" />
      <rect x={92} y={290} width={316} height={56} rx={16} fill={ORANGE_300} />
      <rect x={70} y={250} width={44} height={104} rx={20} fill="#ee9d54" />
      <rect x={386} y={250} width={44} height={104} rx={20} fill="#ee9d54" />
      <path d="M98 354h12v14h-12zM390 354h12v14h-12z" fill={ORANGE} />
      <Seated
        x={168}
        y={300}
        s={0.92}
        skin={SKIN.light}
        hair={HAIR.grey}
        hairStyle="bun"
        top={TEAL_200}
        pants={TEAL_DARK}
        arms={[
          [-30, -28, -8, -6],
          [28, -28, 8, -6],
        ]}
      />
      <Seated
        x={248}
        y={302}
        s={0.68}
        skin={SKIN.tan}
        hair={HAIR.black}
        hairStyle="curly"
        top={CREAM}
        pants={TEAL_MID}
        arms={[
          [-30, -34, -30, -4],
          [32, -56, 52, -70],
        ]}
      />
      <Seated
        x={330}
        y={300}
        s={0.92}
        skin={SKIN.tan}
        hair={HAIR.black}
        hairStyle="long"
        top={ORANGE}
        pants={INK}
        arms={[
          [-34, -40, -58, -40],
          [28, -28, 10, -6],
        ]}
      />
      <Standing
        x={500}
        y={438}
        s={1.08}
        skin={SKIN.deep}
        hair={HAIR.black}
        hairStyle="bun"
        top={TEAL}
        pants={TEAL_DARK}
        shortSleeves
        arms={[
          [-40, -140, -66, -156],
          [34, -130, 30, -96],
        ]}
      >
        <rect
          x={14}
          y={-132}
          width={34}
          height={44}
          rx={4}
          fill={CREAM}
          stroke={TEAL_DARK}
          strokeWidth={3}
          transform="rotate(-8 30 -110)"
        />
      </Standing>
      <Plant x={594} y={426} />
    </>
  );
}

function Nurse() {
  return (
    <>
      <rect width={640} height={480} rx={24} fill={CREAM} />
      <path d="M0 388H640V456Q640 480 616 480H24Q0 480 0 456Z" fill={ORANGE_100} />
      <circle cx={330} cy={230} r={180} fill={TEAL_100} />
      {/* floor lamp */}
      <path d="M84 400V170" stroke={TEAL_DARK} strokeWidth={6} />
      <ellipse cx={84} cy={402} rx={28} ry={7} fill={TEAL_DARK} />
      <path d="M52 176L66 118H102L116 176Z" fill={ORANGE_300} />
      {/* side table with tea and blossoms */}
      <rect x={112} y={300} width={80} height={10} rx={4} fill={TEAL} />
      <path d="M122 310V396M182 310V396" stroke={TEAL} strokeWidth={6} />
      <path d="M146 284h6a6 6 0 0 1 0 12h-6" fill="none" stroke={TEAL_DARK} strokeWidth={3} />
      <rect x={128} y={280} width={20} height={20} rx={3} fill={CREAM} stroke={TEAL_DARK} strokeWidth={2} />
      <path d="M170 300L166 270H184L180 300Z" fill={TEAL_200} />
      <path d="M175 270V252" stroke={LEAF} strokeWidth={3} />
      <Blossom x={175} y={246} r={10} />
      {/* armchair */}
      <ellipse cx={300} cy={406} rx={220} ry={20} fill="#f9d3ad" />
      <rect x={206} y={176} width={172} height={176} rx={40} fill={TEAL_MID} />
      <rect x={218} y={296} width={148} height={60} rx={16} fill={TEAL_200} />
      <rect x={188} y={250} width={44} height={118} rx={20} fill={TEAL} />
      <rect x={352} y={250} width={44} height={118} rx={20} fill={TEAL} />
      <path d="M200 368h12v20h-12zM372 368h12v20h-12z" fill={TEAL_DARK} />
      <Seated
        x={292}
        y={304}
        s={0.95}
        skin={SKIN.medium}
        hair={HAIR.white}
        hairStyle="receding"
        top={ORANGE_300}
        pants={INK}
        arms={[
          [-30, -30, -8, -6],
          [48, -52, 76, -62],
        ]}
      >
        {/* blood-pressure cuff */}
        <rect x={28} y={-68} width={26} height={26} rx={6} fill={TEAL_DARK} transform="rotate(-45 41 -55)" />
        <path d="M44 -46Q70 -10 120 -40" fill="none" stroke={INK} strokeWidth={3} />
      </Seated>
      <Standing
        x={468}
        y={414}
        s={1.1}
        skin={SKIN.light}
        hair={HAIR.brown}
        hairStyle="short"
        top={TEAL}
        pants={TEAL_DARK}
        shortSleeves
        arms={[
          [-40, -140, -60, -128],
          [36, -134, 34, -98],
        ]}
      >
        <path d="M-18-191Q-22-160-8-150M18-191Q22-160 8-150" fill="none" stroke={INK} strokeWidth={3} />
        <circle cy={-148} r={6} fill={INK} />
        <circle cx={-62} cy={-130} r={13} fill={CREAM} stroke={INK} strokeWidth={3} />
        <path d="M-62-130L-56-138" stroke={ORANGE} strokeWidth={2.5} strokeLinecap="round" />
      </Standing>
    </>
  );
}

function Child() {
  return (
    <>
      <rect width={640} height={480} rx={24} fill={TEAL_50} />
      <path d="M0 384H640V456Q640 480 616 480H24Q0 480 0 456Z" fill={TEAL_100} />
      <circle cx={260} cy={240} r={170} fill={ORANGE_100} />
      {/* bunting */}
      <path d="M40 60Q320 120 600 60" fill="none" stroke={TEAL_DARK} strokeWidth={2} />
      {[100, 170, 240, 310, 380, 450, 520].map((x, i) => {
        const y = 60 + 60 * (1 - ((x - 320) / 280) ** 2) - 2;
        return (
          <path key={x} d={`M${x - 16} ${y}L${x + 16} ${y}L${x} ${y + 30}Z`} fill={i % 2 ? TEAL_200 : ORANGE_300} />
        );
      })}
      {/* bed */}
      <rect x={86} y={196} width={36} height={204} rx={14} fill={TEAL} />
      <rect x={398} y={272} width={30} height={128} rx={12} fill={TEAL} />
      <rect x={112} y={304} width={294} height={44} rx={10} fill={CREAM} />
      <rect x={108} y={340} width={300} height={34} rx={8} fill={TEAL_MID} />
      <rect x={128} y={268} width={84} height={40} rx={16} fill={ORANGE_50} stroke={TEAL_200} strokeWidth={3} />
      <g fill="#d98a4a">
        <circle cx={222} cy={294} r={18} />
        <circle cx={222} cy={266} r={14} />
        <circle cx={211} cy={255} r={5.5} />
        <circle cx={233} cy={255} r={5.5} />
      </g>
      <circle cx={222} cy={270} r={4.5} fill={ORANGE_100} />
      <Seated
        x={328}
        y={314}
        s={0.66}
        skin={SKIN.deep}
        hair={HAIR.black}
        hairStyle="curly"
        top={ORANGE_300}
        pants={TEAL_MID}
        arms={[
          [-32, -44, -40, -66],
          [30, -30, 12, -8],
        ]}
      />
      <rect x={262} y={318} width={144} height={50} rx={12} fill={TEAL_200} />
      <path d="M262 336H406" stroke={CREAM} strokeWidth={4} />
      <Standing
        x={462}
        y={430}
        s={1.1}
        skin={SKIN.tan}
        hair={HAIR.black}
        hairStyle="long"
        top={TEAL}
        pants={TEAL_DARK}
        shortSleeves
        arms={[
          [-52, -138, -110, -146],
          [34, -130, 30, -98],
        ]}
      >
        <path d="M-16-191Q-22-156-56-150Q-90-146-111-147" fill="none" stroke={INK} strokeWidth={3} />
        <circle cx={-112} cy={-147} r={5} fill={INK} />
      </Standing>
      {/* toys */}
      <rect x={150} y={408} width={36} height={36} rx={5} fill={ORANGE_300} />
      <rect x={190} y={416} width={28} height={28} rx={5} fill={TEAL_MID} />
      <rect x={164} y={380} width={28} height={28} rx={5} fill={ORANGE} transform="rotate(8 178 394)" />
      <circle cx={594} cy={432} r={20} fill={ORANGE} />
      <path d="M576 424Q594 434 612 424" fill="none" stroke={ORANGE_50} strokeWidth={4} />
    </>
  );
}

function Senior() {
  return (
    <>
      <rect width={640} height={480} rx={24} fill={TEAL_50} />
      <circle cx={520} cy={96} r={56} fill={ORANGE_100} />
      <circle cx={520} cy={96} r={34} fill={ORANGE_300} />
      <path d="M0 250Q160 196 330 236T640 220V300H0Z" fill={TEAL_200} />
      <path d="M0 286H640V456Q640 480 616 480H24Q0 480 0 456Z" fill={TEAL_100} />
      <path d="M190 300h120M380 310h80M60 318h70" stroke={CREAM} strokeWidth={3} strokeLinecap="round" />
      <path d="M0 330Q200 300 640 340V456Q640 480 616 480H24Q0 480 0 456Z" fill="#cfe5d4" />
      <path d="M230 480Q300 400 360 336H396Q380 400 430 480Z" fill={CREAM} />
      {/* palm */}
      <path d="M110 400Q104 300 132 190" fill="none" stroke="#a86a3d" strokeWidth={14} strokeLinecap="round" />
      <g fill={TEAL_MID}>
        {[-150, -110, -70, -30, 10, 48, 165].map((a) => (
          <path key={a} d="M0 0Q40-18 86 6Q40-4 0 0Z" transform={`translate(132 190) rotate(${a})`} />
        ))}
      </g>
      <g fill={LEAF}>
        {[-170, -130, -50, 30].map((a) => (
          <path key={a} d="M0 0Q36-14 72 8Q36 0 0 0Z" transform={`translate(132 190) rotate(${a})`} />
        ))}
      </g>
      {/* orange tree */}
      <path d="M540 410V270" stroke="#8a5431" strokeWidth={14} strokeLinecap="round" />
      <circle cx={540} cy={236} r={70} fill={TEAL_MID} />
      <circle cx={500} cy={262} r={40} fill={TEAL} />
      <circle cx={584} cy={258} r={42} fill={TEAL} />
      <g fill={ORANGE_300}>
        <circle cx={512} cy={214} r={9} />
        <circle cx={566} cy={230} r={9} />
        <circle cx={536} cy={270} r={9} />
        <circle cx={594} cy={274} r={8} />
        <circle cx={488} cy={268} r={8} />
      </g>
      <Blossom x={544} y={196} r={9} />
      <Blossom x={506} y={244} r={8} />
      <Blossom x={580} y={204} r={8} />
      <Blossom x={566} y={282} r={7} />
      {/* walkers */}
      <Standing
        x={270}
        y={440}
        s={1.02}
        skin={SKIN.light}
        hair={HAIR.white}
        hairStyle="bun"
        top={ORANGE}
        pants={TEAL_DARK}
        arms={[
          [-36, -128, -46, -92],
          [32, -130, 48, -130],
        ]}
      >
        <path d="M-46-92L-50 0" stroke={INK} strokeWidth={5} strokeLinecap="round" />
      </Standing>
      <Standing
        x={370}
        y={444}
        s={1.08}
        skin={SKIN.tan}
        hair={HAIR.black}
        hairStyle="short"
        top={TEAL}
        pants={INK}
        shortSleeves
        arms={[
          [-36, -130, -60, -140],
          [32, -130, 36, -96],
        ]}
      />
    </>
  );
}

const scenes: Record<HeroArt, () => ReactNode> = { family: Family, nurse: Nurse, child: Child, senior: Senior };

export function HeroArt({ art, className }: { art: HeroArt; className?: string }) {
  const Scene = scenes[art];
  return (
    <svg viewBox="0 0 640 480" aria-hidden="true" focusable="false" className={className}>
      <Scene />
    </svg>
  );
}
