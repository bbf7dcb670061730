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
    # hidden cases: the exception type only — a line number (or a timing) chosen by the submission could
    # spell out the hidden inputs, one case at a time
    "exception_hidden": ("your function raised {exc} (hidden case: no line or message is shown)",
                         "你的函数抛出了 {exc}（隐藏用例：不显示行号和信息）"),
    "wrong_exception_hidden": ("expected {expected}, but your function raised {exc}",
                               "应当抛出 {expected}，但你的函数抛出了 {exc}"),
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
    "wrong_shape_hidden": ("`{output}` has the wrong shape: expected {expected}, yours has {got_ndim} dimension(s)",
                           "`{output}` 的形状不对：应为 {expected}，你的结果有 {got_ndim} 个维度"),
    "wrong_dtype": ("`{output}` has dtype {got}, expected a {expected} array",
                    "`{output}` 的 dtype 是 {got}，应为 {expected} 数组"),
    "wrong_float_dtype": ("`{output}` has dtype {got}, but a float32 input must give a float32 output. In NumPy 2 a "
                          "float64 scalar such as np.sqrt(d_k) promotes a float32 array to float64: use math.sqrt, or "
                          "cast with .astype(x.dtype)",
                          "`{output}` 的 dtype 是 {got}，但输入为 float32 时输出也必须是 float32。NumPy 2 中 np.sqrt(d_k) "
                          "这样的 float64 标量会把 float32 数组提升为 float64：请改用 math.sqrt，或用 .astype(x.dtype) 转换"),
    "non_finite": ("`{output}` contains {count} non-finite values (NaN or inf), first at index {where}",
                   "`{output}` 含有 {count} 个非有限值（NaN 或 inf），第一个位于 {where}"),
    "wrong_values": ("`{output}` differs from the expected values: largest error {err:.3g} at index {where}",
                     "`{output}` 与期望值不同：最大误差 {err:.3g}，位于 {where}"),
    "wrong_values_public": ("`{output}` differs: at index {where} expected {exp}, got {got} (error {err:.3g})",
                            "`{output}` 不一致：在 {where} 处期望 {exp}，实际 {got}（误差 {err:.3g}）"),
    "wrong_bools": ("`{output}` differs in {count} of {total} entries, first at index {where}",
                    "`{output}` 有 {count}/{total} 个元素不对，第一个位于 {where}"),
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
    en, zh = MESSAGES[key]
    template = zh if lang == "zh" else en
    try:
        return template.format(**params)
    except (KeyError, ValueError, IndexError):
        return template


def verdict_label(verdict: str, lang: str = "en") -> str:
    en, zh = VERDICT_LABELS.get(verdict, (verdict, verdict))
    return zh if lang == "zh" else en
