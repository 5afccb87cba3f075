/** Everything lint needs, in one lazily loaded chunk (lint, its rules and the systemd catalog). */
export { lint } from '../../core/lint/lint.ts';
export { RULES } from '../../core/lint/rules/index.ts';
