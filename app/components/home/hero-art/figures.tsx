/** The shared pieces of the hero illustrations: people (standing, seated), heads, blossoms, plants. */
import type { ReactNode } from "react";
import { INK, TEAL_MID, ORANGE, ORANGE_300, ORANGE_50, LEAF } from "./palette";

export type HairStyle = "short" | "bun" | "long" | "curly" | "receding";
/** Elbow x, elbow y, hand x, hand y, relative to the figure's origin. */
export type Arm = readonly [number, number, number, number];

export interface FigureProps {
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

export function Head({ skin, hair, style, y }: { skin: string; hair: string; style: HairStyle; y: number }) {
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

export function Arms({
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
export function Standing(p: FigureProps) {
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
export function Seated(p: FigureProps) {
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
export function Blossom({
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

export function Plant({ x, y }: { x: number; y: number }) {
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
