import type { CSSProperties } from 'react';
import type { LoadingRoom, LoadingRoomPart } from '../cards/loading-room';
import { useCardContext } from '../react-base/card-context';
import { useSlotProps } from '../react-base/slot-props';

/**
 * The body of a card drawn in the browser before its code is there: a line that says so, as a
 * polite status, under the card's header, until the code arrives (the card sends for it as it
 * mounts). The stylesheet shows the line only after 300 ms, so a load faster than that never
 * flashes it. (On the server and while hydrating, the card waits for its code instead.) Given the
 * room the open body will take (its header part's `loadingRoom`), it keeps that room, each part
 * drawn hidden at its size (`data-room-part`), so nothing under the card moves when its code comes.
 */
export function CardLoadingBody({ room }: { room?: LoadingRoom }) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  return (
    <div
      {...slotProps('loading')}
      role="status"
      aria-busy="true"
      data-room={room === undefined ? undefined : room.length > 0 ? '' : 'empty'}
    >
      <span data-room-label="">{labels.loadingCard}</span>
      {room?.map((part, index) => (
        <RoomPart key={index} part={part} />
      ))}
    </div>
  );
}

/**
 * The most of a part's text the room draws: the card's body is a box at most 28rem tall, so lines past a few hundred
 * never show, and drawing a megabyte of input hidden would make the wait cost as much as the input is long.
 */
const ROOM_TEXT_LINES = 400;
const ROOM_TEXT_CHARS = 40_000;

/** A part's text cut to what the room can show ({@link ROOM_TEXT_LINES}, {@link ROOM_TEXT_CHARS}). */
export function roomText(text: string): string {
  let end = Math.min(text.length, ROOM_TEXT_CHARS);
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1))
    if (++lines === ROOM_TEXT_LINES) end = at;
  return end === text.length ? text : text.slice(0, end);
}

/** One part's room (see `LoadingRoomPart`): hidden, and as tall as the part it stands for. */
function RoomPart({ part }: { part: LoadingRoomPart }) {
  if (typeof part === 'string') return <p data-room-part="text">{roomText(part)}</p>;
  if ('rows' in part) {
    const { rows, heads = 0, titles = [], notes = 0, gaps = 0, toolbar } = part;
    const style = {
      '--tc-room-rows': rows,
      '--tc-room-heads': heads,
      '--tc-room-titles': titles.length,
      '--tc-room-notes': notes,
      '--tc-room-gaps': gaps,
    } as CSSProperties;
    return (
      <div data-room-part="rows" style={style}>
        {toolbar && <RoomPart part={{ toolbar }} />}
        <div data-room-part="scroll">
          {titles.map((title, index) => (
            <div key={index} data-room-part="title">
              <span>{title.path}</span>
              {title.badges.map((words) => (
                <span key={words}>{words}</span>
              ))}
              {title.counts !== undefined && <span data-room-counts="">{title.counts}</span>}
            </div>
          ))}
          <div data-empty={rows + heads + titles.length + notes + gaps > 0 ? undefined : ''} />
        </div>
        <div data-room-part="jump" />
      </div>
    );
  }
  if ('rem' in part) return <div data-room-part="box" style={{ height: `${part.rem}rem` }} />;
  if ('toolbar' in part)
    return (
      <div data-room-part="toolbar">
        <span />
        {part.toolbar.map((words) => (
          <span key={words}>{words}</span>
        ))}
      </div>
    );
  if ('item' in part)
    return (
      <div data-room-part="item">
        <span data-room-part="mark">{part.mark}</span>
        <div>
          {part.item.map((inner, index) => (
            <RoomPart key={index} part={inner} />
          ))}
        </div>
      </div>
    );
  if ('section' in part || 'group' in part)
    return (
      <div data-room-part={'section' in part ? 'section' : 'group'}>
        {('section' in part ? part.section : part.group).map((inner, index) => (
          <RoomPart key={index} part={inner} />
        ))}
      </div>
    );
  // A paragraph in the look its key names: `note`, `code`, `json`, `strong` or `small`.
  const [[look, text]] = Object.entries(part) as [[string, string]];
  return <p data-room-part={look}>{roomText(text)}</p>;
}
