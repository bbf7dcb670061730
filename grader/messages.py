"""Feedback sentences in English and Simplified Chinese, looked up by key.

Grading steps produce a key and parameters; the report renders them in the learner's language.
"""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "ok": ("correct", "正确"),
    "raised_as_expected": ("raised {expected} as it should", "按要求抛出了 {expected}"),
    "syntax_error": ("syntax error on line {line}: {detail}", "第 {line} 行有语法错误：{detail}"),
    "source_too_large": ("{detail}", "{detail}"),
    "not_implemented": ("not implemented yet: the function still raises NotImplementedError",
                        "尚未实现：函数仍在抛出 NotImplementedError"),
    "import_error": ("loading your file raised {exc} on line {line}{detail}",
                     "加载你的文件时在第 {line} 行抛出 {exc}{detail}"),
    "import_exit": ("your file called {exc} while it was being loaded (line {line})",
                    "你的文件在加载时调用了 {exc}（第 {line} 行）"),
    "missing_function": ("your file defines no function named `{function}`",
                         "你的文件没有定义名为 `{function}` 的函数"),
    "exception": ("your function raised {exc} on line {line}{detail}", "你的函数在第 {line} 行抛出 {exc}{detail}"),
    # hidden cases (see HIDDEN below): the kind of failure only — an exception type, a line number or a
    # timing chosen by the submission could spell out the hidden inputs, one case at a time
    "exception_hidden": ("your function raised an exception (hidden case: its type, line and message are not shown)",
                         "你的函数抛出了异常（隐藏用例：不显示异常类型、行号和信息）"),
    "wrong_exception_hidden": ("expected {expected}, but your function raised a different exception",
                               "应当抛出 {expected}，但你的函数抛出了别的异常"),
    "wrong_exception": ("expected {expected}, but your function raised {exc} (line {line})",
                        "应当抛出 {expected}，但你的函数抛出了 {exc}（第 {line} 行）"),
    "no_exception": ("expected {expected} for these inputs, but your function returned normally",
                     "对这组输入应当抛出 {expected}，但你的函数正常返回了"),
    "timeout": ("time limit exceeded: {detail}", "超出时间限制：{detail}"),
    "memory": ("memory limit exceeded ({limit_mib} MiB)", "超出内存限制（{limit_mib} MiB）"),
    "output_limit": ("output limit exceeded: {detail}", "超出输出限制：{detail}"),
    "crashed": ("runtime error: {detail}", "运行错误：{detail}"),
    "invalid_output": ("invalid output: {detail}", "无效输出：{detail}"),
    "returned_none": ("your function returned None: did you forget `return`?",
                      "你的函数返回了 None：是不是忘了 `return`？"),
    "not_array": ("`{output}` should be a numpy array, got {got}", "`{output}` 应当是 numpy 数组，实际是 {got}"),
    "need_tuple": ("return a tuple of {n} values ({names}), got {got}", "应返回 {n} 个值的元组（{names}），实际得到 {got}"),
    "need_single": ("return one array, got a {got} of {n}", "应返回一个数组，实际得到含 {n} 个元素的 {got}"),
    "wrong_shape": ("`{output}` has shape {got}, expected {expected}", "`{output}` 的形状是 {got}，应为 {expected}"),
    "wrong_shape_hidden": ("`{output}` has the wrong shape: {axis} differs", "`{output}` 的形状不对：{axis}不一致"),
    "wrong_dtype": ("`{output}` has dtype {got}, expected a {expected} array",
                    "`{output}` 的 dtype 是 {got}，应为 {expected} 数组"),
    "wrong_float_dtype": ("`{output}` has dtype {got}, but a float32 input must give a float32 output. In NumPy 2 a "
                          "float64 scalar such as np.sqrt(d_k) promotes a float32 array to float64: use math.sqrt, or "
                          "cast with .astype(x.dtype)",
                          "`{output}` 的 dtype 是 {got}，但输入为 float32 时输出也必须是 float32。NumPy 2 中 np.sqrt(d_k) "
                          "这样的 float64 标量会把 float32 数组提升为 float64：请改用 math.sqrt，或用 .astype(x.dtype) 转换"),
    "non_finite": ("`{output}` contains {count} non-finite values (NaN or inf), first at index {where}",
                   "`{output}` 含有 {count} 个非有限值（NaN 或 inf），第一个位于 {where}"),
    "wrong_values": ("`{output}` differs from the expected values ({bucket})", "`{output}` 与期望值不同（{bucket}）"),
    "wrong_values_public": ("`{output}` differs: at index {where} expected {exp}, got {got} (error {err:.3g})",
                            "`{output}` 不一致：在 {where} 处期望 {exp}，实际 {got}（误差 {err:.3g}）"),
    "wrong_bools": ("`{output}` differs from the expected values ({bucket})", "`{output}` 与期望值不同（{bucket}）"),
    "wrong_bools_public": ("`{output}` differs in {count} of {total} entries: at index {where} expected {exp}, got {got}",
                           "`{output}` 有 {count}/{total} 个元素不对：在 {where} 处期望 {exp}，实际 {got}"),
    "inputs_modified": ("your function changed its input `{names}` in place; work on a copy",
                        "你的函数原地修改了输入 `{names}`；请在副本上计算"),
    "outputs_share_input": ("an output is a view of your input `{names}` (it shares its memory); return new arrays, e.g. with .copy()",
                            "有输出是输入 `{names}` 的视图（共享同一块内存）；请返回新数组，例如用 .copy()"),
    "prop_rows_sum": ("rows of `{output}` must sum to 1 (0 for a fully masked row); row {where} sums to {got:.6g}",
                      "`{output}` 的每一行之和应为 1（完全被遮挡的行为 0）；第 {where} 行之和为 {got:.6g}"),
    "prop_masked_zero": ("masked keys must get exactly 0 weight; `{output}` has {got:.3g} at masked index {where}",
                         "被遮挡的键权重必须恰好为 0；`{output}` 在被遮挡位置 {where} 上为 {got:.3g}"),
    "prop_causal": ("changing future keys/values changed the output at position {where}: the mask lets queries see the future",
                    "修改“未来”的键/值改变了第 {where} 个位置的输出：掩码让查询看到了未来"),
    "prop_split_merge": ("merging your split heads does not give back the input (largest error {err:.3g})",
                         "把你拆分出的头再合并，得不到原输入（最大误差 {err:.3g}）"),
    "stored_expected_missing": ("this case has no expected value in the pack", "该用例在题包中没有期望值"),
    # ---- the rest of the hidden-case vocabulary: no parameter the submission could choose
    "syntax_error_hidden": ("your file has a syntax error (see a public case for the line)",
                            "你的文件有语法错误（行号见公开用例）"),
    "source_too_large_hidden": ("your file is larger than the size limit", "你的文件超过了大小限制"),
    "import_error_hidden": ("loading your file raised an exception (hidden case: no details are shown)",
                            "加载你的文件时抛出了异常（隐藏用例：不显示详情）"),
    "timeout_hidden": ("time limit exceeded", "超出时间限制"),
    "memory_hidden": ("memory limit exceeded", "超出内存限制"),
    "output_limit_hidden": ("output limit exceeded (printed output, files or the returned arrays)",
                            "超出输出限制（打印内容、文件或返回的数组）"),
    "crashed_hidden": ("runtime error: your function's process stopped (a crash, an exit or a refused operation)",
                       "运行错误：你的函数所在进程停止了（崩溃、退出或被拒绝的操作）"),
    "invalid_output_hidden": ("invalid output: your function's result could not be read",
                              "无效输出：无法读取你的函数的结果"),
    "not_array_hidden": ("`{output}` should be a numpy array", "`{output}` 应当是 numpy 数组"),
    "need_tuple_hidden": ("return a tuple of {n} values ({names})", "应返回 {n} 个值的元组（{names}）"),
    "need_single_hidden": ("return one array, not a tuple or list", "应返回一个数组，而不是元组或列表"),
    "wrong_dtype_hidden": ("`{output}` has the wrong dtype: expected a {expected} array",
                           "`{output}` 的 dtype 不对：应为 {expected} 数组"),
    "wrong_float_dtype_hidden": ("`{output}` has the wrong dtype: a float32 input must give a float32 output",
                                 "`{output}` 的 dtype 不对：输入为 float32 时输出也必须是 float32"),
    "non_finite_hidden": ("`{output}` contains non-finite values (NaN or inf)", "`{output}` 含有非有限值（NaN 或 inf）"),
    # {arg}: " `name`" only when the case has a single argument that can be written to (naming it then
    # carries nothing the submission chose), else ""
    "inputs_modified_hidden": ("your function wrote to its input{arg} in place; work on a copy",
                               "你的函数原地修改了输入{arg}；请在副本上计算"),
    "prop_rows_sum_hidden": ("rows of `{output}` must sum to 1 (0 for a fully masked row)",
                             "`{output}` 的每一行之和应为 1（完全被遮挡的行为 0）"),
    "prop_masked_zero_hidden": ("masked keys must get exactly 0 weight in `{output}`",
                                "`{output}` 中被遮挡的键权重必须恰好为 0"),
    "prop_causal_hidden": ("changing future keys/values changed the output: the mask lets queries see the future",
                           "修改“未来”的键/值改变了输出：掩码让查询看到了未来"),
    "prop_split_merge_hidden": ("merging your split heads does not give back the input",
                                "把你拆分出的头再合并，得不到原输入"),
    "outputs_share_input_hidden": ("an output is a view of an input (it shares its memory); return new arrays",
                                   "某个输出是输入的视图（共享内存）；请返回新的数组"),
}

# What a hidden case may say: every message key maps to a key of the hidden vocabulary, whose
# parameters (HIDDEN_PARAMS) are only words of VOCAB or values the pack fixes (an output name, the
# expected exception, the function's name, the number of outputs). grader.report builds hidden
# messages through this table alone; tests/test_sandbox_messages.py enumerates it.
HIDDEN: dict[str, str] = {
    "ok": "ok", "raised_as_expected": "raised_as_expected", "not_implemented": "not_implemented",
    "missing_function": "missing_function", "no_exception": "no_exception", "returned_none": "returned_none",
    "stored_expected_missing": "stored_expected_missing", "prop_causal": "prop_causal_hidden",
    "syntax_error": "syntax_error_hidden", "source_too_large": "source_too_large_hidden",
    "import_error": "import_error_hidden", "import_exit": "import_error_hidden",
    "exception": "exception_hidden", "exception_hidden": "exception_hidden",
    "wrong_exception": "wrong_exception_hidden", "wrong_exception_hidden": "wrong_exception_hidden",
    "timeout": "timeout_hidden", "memory": "memory_hidden", "output_limit": "output_limit_hidden",
    "crashed": "crashed_hidden", "invalid_output": "invalid_output_hidden", "not_array": "not_array_hidden",
    "need_tuple": "need_tuple_hidden", "need_single": "need_single_hidden", "wrong_shape": "wrong_shape_hidden",
    "wrong_shape_hidden": "wrong_shape_hidden", "wrong_dtype": "wrong_dtype_hidden",
    "wrong_float_dtype": "wrong_float_dtype_hidden", "non_finite": "non_finite_hidden",
    "wrong_values": "wrong_values", "wrong_values_public": "wrong_values", "wrong_bools": "wrong_bools",
    "wrong_bools_public": "wrong_bools", "inputs_modified": "inputs_modified_hidden",
    "prop_rows_sum": "prop_rows_sum_hidden", "prop_masked_zero": "prop_masked_zero_hidden",
    "prop_split_merge": "prop_split_merge_hidden", "outputs_share_input": "outputs_share_input_hidden",
}
# Parameter -> where its value may come from: "vocab:<group>" (a word of VOCAB), or "pack:<what>"
# (checked against the pack's own values by grader.report.hidden_message).
HIDDEN_PARAMS: dict[str, dict[str, str]] = {
    "raised_as_expected": {"expected": "pack:raises"}, "no_exception": {"expected": "pack:raises"},
    "wrong_exception_hidden": {"expected": "pack:raises"}, "missing_function": {"function": "pack:function"},
    "not_array_hidden": {"output": "pack:output"}, "need_tuple_hidden": {"n": "pack:n_outputs",
                                                                         "names": "pack:output_names"},
    "wrong_shape_hidden": {"output": "pack:output", "axis": "vocab:axis"},
    "wrong_dtype_hidden": {"output": "pack:output", "expected": "vocab:dtype_kind"},
    "wrong_float_dtype_hidden": {"output": "pack:output"}, "non_finite_hidden": {"output": "pack:output"},
    "wrong_values": {"output": "pack:output", "bucket": "vocab:bucket"},
    "wrong_bools": {"output": "pack:output", "bucket": "vocab:bucket"},
    "prop_rows_sum_hidden": {"output": "pack:output"}, "prop_masked_zero_hidden": {"output": "pack:output"},
    "inputs_modified_hidden": {"arg": "pack:only_input"},
}
HIDDEN_KEYS = frozenset(HIDDEN.values())

# The words a hidden-case parameter may take, in both languages.
VOCAB: dict[str, dict[str, tuple[str, str]]] = {
    "bucket": {"close": ("close: just outside the tolerance", "接近：略超出容差"),
               "off": ("off: clearly wrong, but of the right magnitude", "偏离：明显不对，但数量级相同"),
               "far": ("far: a different magnitude, or NaN/inf where a number is expected",
                       "相差很远：数量级不同，或在应为数字处出现 NaN/inf")},
    "axis": {"ndim": ("the number of dimensions", "维度的个数"), "last": ("the last axis", "最后一个轴"),
             "second_last": ("the second-to-last axis", "倒数第二个轴"),
             "third_last": ("the third-to-last axis", "倒数第三个轴"),
             "fourth_last": ("the fourth-to-last axis", "倒数第四个轴"),
             "earlier": ("an axis before the fourth-to-last", "倒数第四个轴之前的某个轴")},
    "dtype_kind": {"bool": ("bool", "bool"), "integer": ("integer", "整数"), "float": ("float", "浮点")},
}

VERDICT_LABELS: dict[str, tuple[str, str]] = {
    "accepted": ("Accepted", "通过"),
    "wrong_answer": ("Wrong answer", "答案错误"),
    "wrong_shape": ("Wrong shape", "形状错误"),
    "wrong_float_dtype": ("`{output}` has dtype {got}, but a float32 input must give a float32 output. In NumPy 2 a "
                          "float64 scalar such as np.sqrt(d_k) promotes a float32 array to float64: use math.sqrt, or "
                          "cast with .astype(x.dtype)",
                          "`{output}` 的 dtype 是 {got}，但输入为 float32 时输出也必须是 float32。NumPy 2 中 np.sqrt(d_k) "
                          "这样的 float64 标量会把 float32 数组提升为 float64：请改用 math.sqrt，或用 .astype(x.dtype) 转换"),
    "non_finite": ("Non-finite values", "出现非有限值"),
    "not_implemented": ("Not implemented", "尚未实现"),
    "syntax_error": ("Syntax error", "语法错误"),
    "runtime_error": ("Runtime error", "运行错误"),
    "time_limit_exceeded": ("Time limit exceeded", "超时"),
    "memory_limit_exceeded": ("Memory limit exceeded", "超内存"),
    "output_limit_exceeded": ("Output limit exceeded", "输出超限"),
    "invalid_output": ("Invalid output", "无效输出"),
}

VERDICTS = tuple(VERDICT_LABELS)


def render(key: str, lang: str = "en", **params) -> str:
    """The sentence of ``key`` in ``lang`` ("en" or "zh"), filled with ``params``.

    A stored report can be rendered again in the other language from its ``message_key`` and
    ``message_params``. Parameters of the hidden vocabulary (``bucket``, ``axis``, a ``dtype_kind``
    ``expected``) are given as VOCAB words and translated here.
    """
    en, zh = MESSAGES[key]
    template = zh if lang == "zh" else en
    groups = HIDDEN_PARAMS.get(key, {})
    shown = dict(params)
    for name, source in groups.items():
        if source.startswith("vocab:") and name in shown:
            words = VOCAB[source[6:]].get(str(shown[name]))
            if words is not None:
                shown[name] = words[1] if lang == "zh" else words[0]
    for name, value in shown.items():  # a stored report keeps inf/nan as strings (JSON has no inf)
        if isinstance(value, str) and value in ("inf", "-inf", "nan"):
            shown[name] = float(value)
    try:
        return template.format(**shown)
    except (KeyError, ValueError, IndexError, TypeError):
        return template


def verdict_label(verdict: str, lang: str = "en") -> str:
    en, zh = VERDICT_LABELS.get(verdict, (verdict, verdict))
    return zh if lang == "zh" else en
