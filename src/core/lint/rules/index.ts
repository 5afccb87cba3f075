import type { Rule } from '../rule.ts';
import { ecrImageWithoutCredentials } from './ecr-image-without-credentials.ts';
import { execPullRacesRuntime } from './exec-pull-races-runtime.ts';
import { hookRebootsNode } from './hook-reboots-node.ts';
import { hookRestartsRuntime } from './hook-restarts-runtime.ts';
import { mkfsWithoutCheck } from './mkfs-without-check.ts';
import { unitNotOnDistro } from './unit-not-on-distro.ts';
import { unusedSuppression } from './unused-suppression.ts';
import { useKopsField } from './use-kops-field.ts';
import { beforeKubeletNotAtReboot } from './before-kubelet-not-at-reboot.ts';
import { bastionOnlyHook } from './bastion-only-hook.ts';
import { dependencyWithoutSuffix } from './dependency-without-suffix.ts';
import { deprecatedDirective } from './deprecated-directive.ts';
import { disabledInvertedOnInstanceGroup } from './disabled-inverted-on-instance-group.ts';
import { dockerOnContainerd } from './docker-on-containerd.ts';
import { dollarExpansion } from './dollar-expansion.ts';
import { duplicateHookName } from './duplicate-hook-name.ts';
import { duplicateUnitFile } from './duplicate-unit-file.ts';
import { emptyCommandArgument } from './empty-command-argument.ts';
import { emptyImage } from './empty-image.ts';
import { emptyRawManifest } from './empty-raw-manifest.ts';
import { execContainerWithRawManifest } from './exec-container-with-raw-manifest.ts';
import { fileAssetInvalidBase64 } from './file-asset-invalid-base64.ts';
import { fileAssetKopsPath } from './file-asset-kops-path.ts';
import { fileAssetModeInvalid } from './file-asset-mode-invalid.ts';
import { fileAssetNotExecutable } from './file-asset-not-executable.ts';
import { fileAssetOnOtherRole } from './file-asset-on-other-role.ts';
import { fileAssetPathAlias } from './file-asset-path-alias.ts';
import { fileAssetPathTaken } from './file-asset-path-taken.ts';
import { fileAssetUnderFile } from './file-asset-under-file.ts';
import { foldedManifest } from './folded-manifest.ts';
import { hookOverridden } from './hook-overridden.ts';
import { hookWithoutBody } from './hook-without-body.ts';
import { imageNameReadAsRegistry } from './image-name-read-as-registry.ts';
import { imageWithoutTag } from './image-without-tag.ts';
import { inlineComment } from './inline-comment.ts';
import { invalidExecutable } from './invalid-executable.ts';
import { invalidInstallValue } from './invalid-install-value.ts';
import { invalidSpecifier } from './invalid-specifier.ts';
import { invalidUnitName } from './invalid-unit-name.ts';
import { invalidValue } from './invalid-value.ts';
import { keyInWrongSection } from './key-in-wrong-section.ts';
import { lineOutsideSection } from './line-outside-section.ts';
import { malformedLine } from './malformed-line.ts';
import { missingExecStart } from './missing-exec-start.ts';
import { missingTriggerSetting } from './missing-trigger-setting.ts';
import { mountWhereMismatch } from './mount-where-mismatch.ts';
import { mountWithoutWhat } from './mount-without-what.ts';
import { multipleExecStart } from './multiple-exec-start.ts';
import { nameGetsServiceSuffix } from './name-gets-service-suffix.ts';
import { noInstallSection } from './no-install-section.ts';
import { nonServiceTypeWithoutRaw } from './non-service-type-without-raw.ts';
import { oneshotBeforeKubeletWithoutTimeout } from './oneshot-before-kubelet-without-timeout.ts';
import { oneshotRestartAlways } from './oneshot-restart-always.ts';
import { orderingCycle } from './ordering-cycle.ts';
import { oneshotWithoutRemainAfterExit } from './oneshot-without-remain-after-exit.ts';
import { percentSpecifier } from './percent-specifier.ts';
import { rawManifestWithoutManifest } from './raw-manifest-without-manifest.ts';
import { relativeExecutable } from './relative-executable.ts';
import { requiresBeforeIgnoredUnderRaw } from './requires-before-ignored-under-raw.ts';
import { requiresBeforeWithRawManifest } from './requires-before-with-raw-manifest.ts';
import { requiresWithoutAfter } from './requires-without-after.ts';
import { sectionHeaderInService } from './section-header-in-service.ts';
import { sectionNotForUnitType } from './section-not-for-unit-type.ts';
import { shadowsKopsUnit } from './shadows-kops-unit.ts';
import { shellOperatorWithoutShell } from './shell-operator-without-shell.ts';
import { swapWhatMismatch } from './swap-what-mismatch.ts';
import { templateUnitName } from './template-unit-name.ts';
import { timerWithoutService } from './timer-without-service.ts';
import { unbalancedQuotes } from './unbalanced-quotes.ts';
import { unknownDirective } from './unknown-directive.ts';
import { unknownEscapeSequence } from './unknown-escape-sequence.ts';
import { unknownHookField } from './unknown-hook-field.ts';
import { unknownFileAssetField } from './unknown-file-asset-field.ts';
import { unknownSection } from './unknown-section.ts';
import { unstableEnvironmentOrder } from './unstable-environment-order.ts';
import { wrongApiVersionField } from './wrong-api-version-field.ts';

/**
 * Every lint rule, keyed by id (= file name = `rule.id`). A static, typed registry: adding a rule
 * means adding its file and one line here; the meta-test checks the three names agree.
 */
export const RULES = {
  'bastion-only-hook': bastionOnlyHook,
  'before-kubelet-not-at-reboot': beforeKubeletNotAtReboot,
  'dependency-without-suffix': dependencyWithoutSuffix,
  'deprecated-directive': deprecatedDirective,
  'disabled-inverted-on-instance-group': disabledInvertedOnInstanceGroup,
  'docker-on-containerd': dockerOnContainerd,
  'dollar-expansion': dollarExpansion,
  'duplicate-hook-name': duplicateHookName,
  'duplicate-unit-file': duplicateUnitFile,
  'empty-command-argument': emptyCommandArgument,
  'empty-image': emptyImage,
  'empty-raw-manifest': emptyRawManifest,
  'exec-container-with-raw-manifest': execContainerWithRawManifest,
  'file-asset-invalid-base64': fileAssetInvalidBase64,
  'file-asset-kops-path': fileAssetKopsPath,
  'file-asset-mode-invalid': fileAssetModeInvalid,
  'file-asset-not-executable': fileAssetNotExecutable,
  'file-asset-on-other-role': fileAssetOnOtherRole,
  'file-asset-path-alias': fileAssetPathAlias,
  'file-asset-path-taken': fileAssetPathTaken,
  'file-asset-under-file': fileAssetUnderFile,
  'folded-manifest': foldedManifest,
  'hook-overridden': hookOverridden,
  'hook-without-body': hookWithoutBody,
  'image-name-read-as-registry': imageNameReadAsRegistry,
  'image-without-tag': imageWithoutTag,
  'inline-comment': inlineComment,
  'invalid-executable': invalidExecutable,
  'invalid-install-value': invalidInstallValue,
  'invalid-specifier': invalidSpecifier,
  'invalid-unit-name': invalidUnitName,
  'invalid-value': invalidValue,
  'key-in-wrong-section': keyInWrongSection,
  'line-outside-section': lineOutsideSection,
  'malformed-line': malformedLine,
  'missing-exec-start': missingExecStart,
  'missing-trigger-setting': missingTriggerSetting,
  'mount-where-mismatch': mountWhereMismatch,
  'mount-without-what': mountWithoutWhat,
  'multiple-exec-start': multipleExecStart,
  'name-gets-service-suffix': nameGetsServiceSuffix,
  'no-install-section': noInstallSection,
  'non-service-type-without-raw': nonServiceTypeWithoutRaw,
  'oneshot-before-kubelet-without-timeout': oneshotBeforeKubeletWithoutTimeout,
  'oneshot-restart-always': oneshotRestartAlways,
  'oneshot-without-remain-after-exit': oneshotWithoutRemainAfterExit,
  'ordering-cycle': orderingCycle,
  'percent-specifier': percentSpecifier,
  'raw-manifest-without-manifest': rawManifestWithoutManifest,
  'relative-executable': relativeExecutable,
  'requires-before-ignored-under-raw': requiresBeforeIgnoredUnderRaw,
  'requires-before-with-raw-manifest': requiresBeforeWithRawManifest,
  'requires-without-after': requiresWithoutAfter,
  'section-header-in-service': sectionHeaderInService,
  'section-not-for-unit-type': sectionNotForUnitType,
  'shadows-kops-unit': shadowsKopsUnit,
  'shell-operator-without-shell': shellOperatorWithoutShell,
  'swap-what-mismatch': swapWhatMismatch,
  'template-unit-name': templateUnitName,
  'timer-without-service': timerWithoutService,
  'unbalanced-quotes': unbalancedQuotes,
  'unknown-directive': unknownDirective,
  'unknown-escape-sequence': unknownEscapeSequence,
  'unknown-file-asset-field': unknownFileAssetField,
  'unknown-hook-field': unknownHookField,
  'unknown-section': unknownSection,
  'unstable-environment-order': unstableEnvironmentOrder,
  'wrong-api-version-field': wrongApiVersionField,
  // Issue 46: what kops and the node do with a hook (kept together to keep merges additive).
  'ecr-image-without-credentials': ecrImageWithoutCredentials,
  'exec-pull-races-runtime': execPullRacesRuntime,
  'hook-reboots-node': hookRebootsNode,
  'hook-restarts-runtime': hookRestartsRuntime,
  'mkfs-without-check': mkfsWithoutCheck,
  'unit-not-on-distro': unitNotOnDistro,
  'unused-suppression': unusedSuppression,
  'use-kops-field': useKopsField,
} as const satisfies Record<string, Rule>;

/** A rule id. */
export type RuleId = keyof typeof RULES;
