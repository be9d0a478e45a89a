/** Messages of batch collection: accounts, imports, the monthly rule. */
export const collectionMessages = {
  customer_ref_invalid: {
    cn: '客户编号只能包含字母、数字、下划线、点和横线',
    en: 'The customer reference may contain only letters, digits, _ . and -',
  },
  customer_ref_taken: { cn: '客户编号已存在', en: 'This customer reference is already used' },
  collection_account_disabled: { cn: '该收款账户已停用', en: 'This collection account is disabled' },
  import_file_required: { cn: '请上传 CSV 或 XLSX 文件', en: 'Upload a CSV or XLSX file' },
  import_file_type: {
    cn: '{name}：仅支持 CSV 或 XLSX 文件（按文件内容识别）',
    en: '{name}: only a CSV or XLSX file is accepted (checked by content)',
  },
  import_file_empty: { cn: '文件中没有数据行', en: 'The file has no data rows' },
  import_too_large: { cn: '文件不能超过 {max} MB', en: 'The file may be at most {max} MB' },
  import_unpacks_too_large: {
    cn: '{name}：解压后超过 {max} MB，无法读取',
    en: '{name}: unpacks into more than {max} MB and is not read',
  },
  import_too_many_rows: {
    cn: '文件最多 {max} 行数据（本文件超出）',
    en: 'The file may hold at most {max} data rows (this one has more)',
  },
  import_heading_missing: {
    cn: '缺少列：{column}（请使用模板）',
    en: 'Column missing: {column} (use the template)',
  },
  import_formula: {
    cn: '单元格含有公式，请填写数值',
    en: 'The cell holds a formula; enter the value itself',
  },
  import_duplicate_in_file: {
    cn: '客户编号与第 {row} 行重复',
    en: 'The customer reference repeats row {row}',
  },
  import_ref_exists: {
    cn: '客户编号已存在于其他收款账户',
    en: 'The customer reference already belongs to another account',
  },
  import_has_errors: {
    cn: '文件中有 {count} 处错误，请修正后重新上传，或仅导入有效行',
    en: '{count} problems in the file: fix them and upload again, or import only the valid rows',
  },
  import_already_committed: { cn: '该导入已完成', en: 'This import was already carried out' },
} as const;
