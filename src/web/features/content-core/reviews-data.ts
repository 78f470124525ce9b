import { Banknote, MessageSquareText, Star, Users, type LucideIcon } from 'lucide-react';
import { company } from '#shared/company.ts';

export type ReviewStat = { value: string; label: string; icon: LucideIcon };

export const reviewStats: ReviewStat[] = [
  { value: `${company.rating.score}/${company.rating.outOf}`, label: 'Average customer rating', icon: Star },
  { value: company.rating.reviews.toLocaleString('en-GB'), label: 'Customer reviews', icon: MessageSquareText },
  { value: `${company.customers}+`, label: 'Customers helped', icon: Users },
  { value: '£0', label: 'Fees charged to you', icon: Banknote },
];
