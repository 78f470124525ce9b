import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkOutcomePage } from './reminder-pages.tsx';

describe("a reminder link's page", () => {
  it('escapes a hostile title and line (React renders them as text)', () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const html = renderToStaticMarkup(<LinkOutcomePage title={hostile} lines={[hostile]} />);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;');
  });
});
