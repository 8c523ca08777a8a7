/** Hero slide "child". */
import { Standing, Seated } from "./figures";
import {
  INK,
  TEAL,
  TEAL_DARK,
  TEAL_MID,
  TEAL_50,
  TEAL_100,
  TEAL_200,
  ORANGE,
  ORANGE_300,
  ORANGE_100,
  ORANGE_50,
  CREAM,
  SKIN,
  HAIR,
} from "./palette";

export function Child() {
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
