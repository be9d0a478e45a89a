import type { Lang } from './messages-lang';

/**
 * KYB messages of the API (the console shows the same texts when it checks before sending), and the
 * labels of statuses and document kinds. Labels of the form's choices live with the console's KYB pages.
 */
export const kybMessages = {
  kyb_locked: {
    cn: 'KYB 资料审核中或已认证，不能修改',
    en: 'KYB details cannot be changed while under review or once verified',
  },
  kyb_not_pending: { cn: '该申请不是待审核状态', en: 'This submission is not pending review' },
  kyb_not_failed: {
    cn: '只有认证失败后才能重新提交',
    en: 'A new submission can be started only after verification failed',
  },
  kyb_file_type: {
    cn: '{name}：仅支持 PDF、JPG、JPEG、PNG、BMP 文件（按文件内容识别）',
    en: '{name}: only PDF, JPG, JPEG, PNG or BMP files are accepted (checked by content)',
  },
  kyb_file_empty: { cn: '{name}：文件为空', en: '{name}: the file is empty' },
  kyb_too_many_files: {
    cn: '每次申请最多上传 {max} 个文件',
    en: 'At most {max} files per submission',
  },
  kyb_total_too_large: {
    cn: '每次申请的文件总大小不能超过 {max} MB',
    en: 'The files of a submission may total at most {max} MB',
  },
  kyb_file_name_invalid: {
    cn: '{name}：文件名不能包含路径（/ \\ ..）或控制字符',
    en: '{name}: the file name must not contain a path (/ \\ ..) or control characters',
  },
  kyb_no_files: { cn: '请选择要上传的文件', en: 'Choose a file to upload' },
  kyb_not_multipart: {
    cn: '请以 multipart/form-data 格式上传文件',
    en: 'Upload files as multipart/form-data',
  },
  kyb_upload_malformed: {
    cn: '上传内容不完整或格式错误',
    en: 'The upload is incomplete or malformed',
  },
  kyb_file_required: { cn: '请上传此证件', en: 'Upload this document' },
  kyb_registration_number_invalid: {
    cn: '注册号为 3-64 位字母、数字、空格及 . / -',
    en: 'The registration number is 3-64 letters, digits, spaces and . / -',
  },
  kyb_registration_date_future: {
    cn: '注册日期不能晚于今天',
    en: 'The registration date cannot be in the future',
  },
  kyb_website_invalid: {
    cn: '请输入以 http:// 或 https:// 开头的网址',
    en: 'Enter a web address starting with http:// or https://',
  },
  kyb_person_name_invalid: {
    cn: "姓名只能包含文字、空格及 . ' · -",
    en: "The name may contain letters, spaces and . ' · - only",
  },
  kyb_phone_invalid: {
    cn: '请输入有效的电话号码（数字，可含 +、空格、-）',
    en: 'Enter a valid phone number (digits, optionally +, spaces, -)',
  },
  kyb_id_number_invalid: {
    cn: '证件号码为 4-32 位字母、数字或 -',
    en: 'The ID number is 4-32 letters, digits or -',
  },
  // statuses of a submission
  kyb_status_not_submitted: { cn: '未提交', en: 'Not submitted' },
  kyb_status_draft: { cn: '草稿', en: 'Draft' },
  kyb_status_pending: { cn: '待审核', en: 'Pending verification' },
  kyb_status_verified: { cn: '已认证', en: 'Verified' },
  kyb_status_failed: { cn: '认证失败', en: 'Verification failed' },
  // document kinds (the part names of an upload)
  kyb_kind_legal_id_photo: { cn: '法人证件照片', en: 'Legal representative ID photo' },
  kyb_kind_business_licence_photo: { cn: '营业执照照片', en: 'Business licence photo' },
  kyb_kind_other_documents: { cn: '其他材料', en: 'Other documents' },
} as const satisfies Record<string, Record<Lang, string>>;
