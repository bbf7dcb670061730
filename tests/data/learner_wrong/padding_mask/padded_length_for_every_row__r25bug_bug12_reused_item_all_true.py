# SOURCE: https://github.com/Georgetown-IR-Lab/cedr/issues/13
# MISTAKE: The row variable is reassigned by the padding branch and then re-tested: after padding to max_len, the second `if len(item) >= max_len` also fires and turns the whole row (padding included) into ones, so every mask row is all True.
import numpy as np


def padding_mask(lengths, max_len):
    result = []
    for length in list(lengths):
        item = [1.0] * int(length)
        if len(item) < max_len:
            item = [1.0 for _ in item] + [0.0] * (max_len - len(item))
        if len(item) >= max_len:
            item = [1.0 for _ in item[:max_len]]
        result.append(item)
    return np.array(result, dtype=float).reshape(len(result), max_len).astype(bool)
