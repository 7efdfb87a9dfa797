import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SharePreview as SharePreview_5cd76ed06a1fd28c28b9988d26992f89 } from '../../../admin/share/SharePreview'
import { SeoulTimeCell as SeoulTimeCell_4ae17e666933596f58b58f3b6dc3187c } from '../../../admin/desk/SeoulTimeCell'
import { PublishStateCell as PublishStateCell_41dc36bf8e292bb8bc8e9e149770cb16 } from '../../../admin/desk/PublishStateCell'
import { ViewOnSite as ViewOnSite_bffc9a0a19c35842dde2d5d2687079b9 } from '../../../admin/desk/ViewOnSite'
import { ReplyByMail as ReplyByMail_c0e05d274a38f434ef1f8480f6f3a97a } from '../../../admin/inquiries/ReplyByMail'
import { SubjectCell as SubjectCell_83f43a1e6a2b28f09de73ee44e1eacfd } from '../../../admin/inquiries/SubjectCell'
import { AttachmentField as AttachmentField_83ef15cd3007df5efb38bf6b3096867a } from '../../../admin/inquiries/AttachmentField'
import { QuickFilters as QuickFilters_9d898958bd4db993cab543ebcaec70a3 } from '../../../admin/inquiries/QuickFilters'
import { CaseNumberCell as CaseNumberCell_7fea44880b9b8c530a3c9901f7692be1 } from '../../../admin/reports/CaseNumberCell'
import { DueCell as DueCell_334b245ff703739cd078d68bfe6fb4e0 } from '../../../admin/reports/DueCell'
import { FollowUpCell as FollowUpCell_135b52822a46fe1e11b6195ffdb37094 } from '../../../admin/reports/FollowUpCell'
import { ReportAttachmentField as ReportAttachmentField_e437538b13637d358d02f1384b4a498a } from '../../../admin/reports/AttachmentField'
import { ReportQuickFilters as ReportQuickFilters_84fb8171f3fb6d723a688df0a3224b8c } from '../../../admin/reports/QuickFilters'
import { MessageAttachmentCell as MessageAttachmentCell_ff7e43b1a51b58cc9fb193e8bf2b69c1 } from '../../../admin/reports/AttachmentCell'
import { StatusCell as StatusCell_b7ad056316b70778ddc60c859a885b53 } from '../../../admin/reports/StatusCell'
import { ResetSecondFactor as ResetSecondFactor_b8c37f161788ddd68f87758cca26c8b3 } from '../../../admin/auth/ResetSecondFactor.client'
import { Passkeys as Passkeys_c70ec7fbff72987911015aa25297e42b } from '../../../admin/auth/Passkeys.client'
import { AnalyticsNavLink as AnalyticsNavLink_db0fd8c1922af3529feaf00875c03827 } from '../../../admin/analytics/AnalyticsNavLink'
import { EditorDesk as EditorDesk_3ffcc6772fb1bce202f9b54488b9015b } from '../../../admin/desk/EditorDesk'
import { NewInquiriesCard as NewInquiriesCard_64050cc9ee2507dd06914d4b616928ea } from '../../../admin/inquiries/NewInquiriesCard'
import { ReportsCard as ReportsCard_392d030130fa16ae54a2e7c56654d944 } from '../../../admin/reports/ReportsCard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { AnalyticsView as AnalyticsView_d6ab9a8248df03e23b8348e2442c3bdc } from '../../../admin/analytics/AnalyticsView'
import { SignInView as SignInView_1c9478486e2d49e3ed478ef24112ab40 } from '../../../admin/auth/SignInView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/share/SharePreview#SharePreview": SharePreview_5cd76ed06a1fd28c28b9988d26992f89,
  "/admin/desk/SeoulTimeCell#SeoulTimeCell": SeoulTimeCell_4ae17e666933596f58b58f3b6dc3187c,
  "/admin/desk/PublishStateCell#PublishStateCell": PublishStateCell_41dc36bf8e292bb8bc8e9e149770cb16,
  "/admin/desk/ViewOnSite#ViewOnSite": ViewOnSite_bffc9a0a19c35842dde2d5d2687079b9,
  "/admin/inquiries/ReplyByMail#ReplyByMail": ReplyByMail_c0e05d274a38f434ef1f8480f6f3a97a,
  "/admin/inquiries/SubjectCell#SubjectCell": SubjectCell_83f43a1e6a2b28f09de73ee44e1eacfd,
  "/admin/inquiries/AttachmentField#AttachmentField": AttachmentField_83ef15cd3007df5efb38bf6b3096867a,
  "/admin/inquiries/QuickFilters#QuickFilters": QuickFilters_9d898958bd4db993cab543ebcaec70a3,
  "/admin/reports/CaseNumberCell#CaseNumberCell": CaseNumberCell_7fea44880b9b8c530a3c9901f7692be1,
  "/admin/reports/DueCell#DueCell": DueCell_334b245ff703739cd078d68bfe6fb4e0,
  "/admin/reports/FollowUpCell#FollowUpCell": FollowUpCell_135b52822a46fe1e11b6195ffdb37094,
  "/admin/reports/AttachmentField#ReportAttachmentField": ReportAttachmentField_e437538b13637d358d02f1384b4a498a,
  "/admin/reports/QuickFilters#ReportQuickFilters": ReportQuickFilters_84fb8171f3fb6d723a688df0a3224b8c,
  "/admin/reports/AttachmentCell#MessageAttachmentCell": MessageAttachmentCell_ff7e43b1a51b58cc9fb193e8bf2b69c1,
  "/admin/reports/StatusCell#StatusCell": StatusCell_b7ad056316b70778ddc60c859a885b53,
  "/admin/auth/ResetSecondFactor.client#ResetSecondFactor": ResetSecondFactor_b8c37f161788ddd68f87758cca26c8b3,
  "/admin/auth/Passkeys.client#Passkeys": Passkeys_c70ec7fbff72987911015aa25297e42b,
  "/admin/analytics/AnalyticsNavLink#AnalyticsNavLink": AnalyticsNavLink_db0fd8c1922af3529feaf00875c03827,
  "/admin/desk/EditorDesk#EditorDesk": EditorDesk_3ffcc6772fb1bce202f9b54488b9015b,
  "/admin/inquiries/NewInquiriesCard#NewInquiriesCard": NewInquiriesCard_64050cc9ee2507dd06914d4b616928ea,
  "/admin/reports/ReportsCard#ReportsCard": ReportsCard_392d030130fa16ae54a2e7c56654d944,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/analytics/AnalyticsView#AnalyticsView": AnalyticsView_d6ab9a8248df03e23b8348e2442c3bdc,
  "/admin/auth/SignInView#SignInView": SignInView_1c9478486e2d49e3ed478ef24112ab40,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
