import * as migration_20261120_225639_initial from './20261120_225639_initial';
import * as migration_20261120_225700_search_indexes from './20261120_225700_search_indexes';
import * as migration_20261124_054822_inquiries from './20261124_054822_inquiries';
import * as migration_20261124_085535_ethics_reports from './20261124_085535_ethics_reports';
import * as migration_20261124_101004_report_locks_audit_email from './20261124_101004_report_locks_audit_email';
import * as migration_20261125_160000_published_list_indexes from './20261125_160000_published_list_indexes';
import * as migration_20261125_161000_list_versions from './20261125_161000_list_versions';
import * as migration_20261125_170000_search_documents from './20261125_170000_search_documents';
import * as migration_20261125_173432_search_out_of_documents from './20261125_173432_search_out_of_documents';
import * as migration_20261125_210000_search_words from './20261125_210000_search_words';
import * as migration_20261126_010000_no_login_lock from './20261126_010000_no_login_lock';
import * as migration_20261126_052017_images_embargo from './20261126_052017_images_embargo';
import * as migration_20261126_081838_object_storage from './20261126_081838_object_storage';
import * as migration_20261126_094550_banners from './20261126_094550_banners';
import * as migration_20261126_114343_analytics from './20261126_114343_analytics';
import * as migration_20261126_152250_share_metadata from './20261126_152250_share_metadata';
import * as migration_20261126_153831_history_drafts from './20261126_153831_history_drafts';
import * as migration_20261128_010000_search_scopes from './20261128_010000_search_scopes';
import * as migration_20261128_020000_title_search_indexes from './20261128_020000_title_search_indexes';
import * as migration_20261128_030000_title_search_by_locale from './20261128_030000_title_search_by_locale';
import * as migration_20261128_040000_title_grams_and_order from './20261128_040000_title_grams_and_order';
import * as migration_20261128_050000_title_order_holds_ids from './20261128_050000_title_order_holds_ids';
import * as migration_20261128_060000_parent_rows_hold_titles from './20261128_060000_parent_rows_hold_titles';
import * as migration_20261128_070000_draft_list_versions from './20261128_070000_draft_list_versions';
import * as migration_20261129_135632_sealed_notes from './20261129_135632_sealed_notes';
import * as migration_20261129_141134_staff_audit_log from './20261129_141134_staff_audit_log';
import * as migration_20261129_142955_second_factor from './20261129_142955_second_factor';
import * as migration_20261129_213000_staff_passkeys from './20261129_213000_staff_passkeys';
import * as migration_20261129_214838_second_factor_wanted from './20261129_214838_second_factor_wanted';
import * as migration_20261130_011643_report_follow_up from './20261130_011643_report_follow_up';
import * as migration_20261130_052009_publish_date_seoul from './20261130_052009_publish_date_seoul';

export const migrations = [
  {
    up: migration_20261120_225639_initial.up,
    down: migration_20261120_225639_initial.down,
    name: '20261120_225639_initial',
  },
  {
    up: migration_20261120_225700_search_indexes.up,
    down: migration_20261120_225700_search_indexes.down,
    name: '20261120_225700_search_indexes',
  },
  {
    up: migration_20261124_054822_inquiries.up,
    down: migration_20261124_054822_inquiries.down,
    name: '20261124_054822_inquiries',
  },
  {
    up: migration_20261124_085535_ethics_reports.up,
    down: migration_20261124_085535_ethics_reports.down,
    name: '20261124_085535_ethics_reports',
  },
  {
    up: migration_20261124_101004_report_locks_audit_email.up,
    down: migration_20261124_101004_report_locks_audit_email.down,
    name: '20261124_101004_report_locks_audit_email',
  },
  {
    up: migration_20261125_160000_published_list_indexes.up,
    down: migration_20261125_160000_published_list_indexes.down,
    name: '20261125_160000_published_list_indexes',
  },
  {
    up: migration_20261125_161000_list_versions.up,
    down: migration_20261125_161000_list_versions.down,
    name: '20261125_161000_list_versions',
  },
  {
    up: migration_20261125_170000_search_documents.up,
    down: migration_20261125_170000_search_documents.down,
    name: '20261125_170000_search_documents',
  },
  {
    up: migration_20261125_173432_search_out_of_documents.up,
    down: migration_20261125_173432_search_out_of_documents.down,
    name: '20261125_173432_search_out_of_documents',
  },
  {
    up: migration_20261125_210000_search_words.up,
    down: migration_20261125_210000_search_words.down,
    name: '20261125_210000_search_words',
  },
  {
    up: migration_20261126_010000_no_login_lock.up,
    down: migration_20261126_010000_no_login_lock.down,
    name: '20261126_010000_no_login_lock',
  },
  {
    up: migration_20261126_052017_images_embargo.up,
    down: migration_20261126_052017_images_embargo.down,
    name: '20261126_052017_images_embargo',
  },
  {
    up: migration_20261126_081838_object_storage.up,
    down: migration_20261126_081838_object_storage.down,
    name: '20261126_081838_object_storage',
  },
  {
    up: migration_20261126_094550_banners.up,
    down: migration_20261126_094550_banners.down,
    name: '20261126_094550_banners',
  },
  {
    up: migration_20261126_114343_analytics.up,
    down: migration_20261126_114343_analytics.down,
    name: '20261126_114343_analytics',
  },
  {
    up: migration_20261126_152250_share_metadata.up,
    down: migration_20261126_152250_share_metadata.down,
    name: '20261126_152250_share_metadata',
  },
  {
    up: migration_20261126_153831_history_drafts.up,
    down: migration_20261126_153831_history_drafts.down,
    name: '20261126_153831_history_drafts',
  },
  {
    up: migration_20261128_010000_search_scopes.up,
    down: migration_20261128_010000_search_scopes.down,
    name: '20261128_010000_search_scopes',
  },
  {
    up: migration_20261128_020000_title_search_indexes.up,
    down: migration_20261128_020000_title_search_indexes.down,
    name: '20261128_020000_title_search_indexes',
  },
  {
    up: migration_20261128_030000_title_search_by_locale.up,
    down: migration_20261128_030000_title_search_by_locale.down,
    name: '20261128_030000_title_search_by_locale',
  },
  {
    up: migration_20261128_040000_title_grams_and_order.up,
    down: migration_20261128_040000_title_grams_and_order.down,
    name: '20261128_040000_title_grams_and_order',
  },
  {
    up: migration_20261128_050000_title_order_holds_ids.up,
    down: migration_20261128_050000_title_order_holds_ids.down,
    name: '20261128_050000_title_order_holds_ids',
  },
  {
    up: migration_20261128_060000_parent_rows_hold_titles.up,
    down: migration_20261128_060000_parent_rows_hold_titles.down,
    name: '20261128_060000_parent_rows_hold_titles',
  },
  {
    up: migration_20261128_070000_draft_list_versions.up,
    down: migration_20261128_070000_draft_list_versions.down,
    name: '20261128_070000_draft_list_versions',
  },
  {
    up: migration_20261129_135632_sealed_notes.up,
    down: migration_20261129_135632_sealed_notes.down,
    name: '20261129_135632_sealed_notes',
  },
  {
    up: migration_20261129_141134_staff_audit_log.up,
    down: migration_20261129_141134_staff_audit_log.down,
    name: '20261129_141134_staff_audit_log',
  },
  {
    up: migration_20261129_142955_second_factor.up,
    down: migration_20261129_142955_second_factor.down,
    name: '20261129_142955_second_factor',
  },
  {
    up: migration_20261129_213000_staff_passkeys.up,
    down: migration_20261129_213000_staff_passkeys.down,
    name: '20261129_213000_staff_passkeys',
  },
  {
    up: migration_20261129_214838_second_factor_wanted.up,
    down: migration_20261129_214838_second_factor_wanted.down,
    name: '20261129_214838_second_factor_wanted',
  },
  {
    up: migration_20261130_011643_report_follow_up.up,
    down: migration_20261130_011643_report_follow_up.down,
    name: '20261130_011643_report_follow_up',
  },
  {
    up: migration_20261130_052009_publish_date_seoul.up,
    down: migration_20261130_052009_publish_date_seoul.down,
    name: '20261130_052009_publish_date_seoul'
  },
];
