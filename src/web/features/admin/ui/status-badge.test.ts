import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ADMIN_STATUS_FILTERS } from '#shared/admin/schemas.ts';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '#shared/application/status.ts';
import { STATUS_STYLES, StatusBadge, statusFilterLabel } from './status-badge.tsx';

describe('StatusBadge', () => {
  it('shows every status with its shared label and its own colours', () => {
    for (const status of APPLICATION_STATUSES) {
      const html = renderToStaticMarkup(createElement(StatusBadge, { status }));
      expect(html).toContain(`>${APPLICATION_STATUS_LABELS[status]}</span>`);
      expect(html).toContain(STATUS_STYLES[status]);
    }
    expect(renderToStaticMarkup(createElement(StatusBadge, { status: 'referred' }))).toContain(
      'Referred to debt advice',
    );
  });

  it('labels the filters "All" and then each status', () => {
    expect(ADMIN_STATUS_FILTERS.map(statusFilterLabel)).toEqual([
      'All',
      'Draft',
      'Processing',
      'Sold',
      'Pending',
      'Rejected',
      'Referred to debt advice',
    ]);
    expect(statusFilterLabel('error')).toBe('Error');
  });
});
