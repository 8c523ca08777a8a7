/** Hero slide "senior". */
import { Standing, Blossom } from "./figures";
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
  CREAM,
  LEAF,
  SKIN,
  HAIR,
} from "./palette";

export function Senior() {
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
