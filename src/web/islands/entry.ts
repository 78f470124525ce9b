// Inlined as <script type="module"> at the end of every prerendered content page.
import { startIslands } from './main.ts';

startIslands();
