import { render } from '@testing-library/react';
import { cardsThatNeverLoad } from '../support/cards-that-never-load';
import { roomText } from '../../src/shell/card-loading-body';

// An open card drawn before its code keeps the room of its body by drawing its parts hidden
// (issue 27). The body is a bounded box, so a long input's room is cut to what the box can show:
// the wait never draws a megabyte of hidden text.

describe('the room an open card keeps while its code loads', () => {
  it('draws a long input’s room cut to what its box can show, not the whole input', () => {
    const ToolCard = cardsThatNeverLoad();
    const lines = Array.from({ length: 50_000 }, (_, index) => `line ${index} of a long tool input`).join('\n');
    const { container } = render(<ToolCard intent={{ card: 'generic', title: 'Long', rawInput: lines }} defaultOpen />);
    const room = container.querySelector('[data-slot="loading"][data-room]');
    expect(room).not.toBeNull();
    const drawn = room!.textContent ?? '';
    expect(drawn.length).toBeGreaterThan(1_000);
    expect(drawn.length).toBeLessThanOrEqual(41_000);
    expect(drawn).toContain('line 0 of a long tool input');
  });

  it('keeps a short text whole, and cuts at the 400th line or the 40,000th character', () => {
    expect(roomText('a\nb')).toBe('a\nb');
    const many = Array.from({ length: 1_000 }, (_, index) => String(index)).join('\n');
    expect(roomText(many).split('\n')).toHaveLength(400);
    expect(roomText('x'.repeat(100_000))).toHaveLength(40_000);
  });
});
