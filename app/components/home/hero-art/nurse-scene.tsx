/** Hero slide "nurse". */
import { Standing, Seated, Blossom } from "./figures";
import {
  INK,
  TEAL,
  TEAL_DARK,
  TEAL_MID,
  TEAL_100,
  TEAL_200,
  ORANGE,
  ORANGE_300,
  ORANGE_100,
  CREAM,
  LEAF,
  SKIN,
  HAIR,
} from "./palette";

export function Nurse() {
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
