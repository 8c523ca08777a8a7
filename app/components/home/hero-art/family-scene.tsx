/** Hero slide "family". */
import { Standing, Seated, Blossom, Plant } from "./figures";
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
  SKIN,
  HAIR,
} from "./palette";

export function Family() {
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
