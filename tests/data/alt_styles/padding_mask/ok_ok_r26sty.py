# CORRECT: a np.frompyfunc comparison applied as a ufunc .outer over lengths and positions, cast to bool.
import numpy as np

_is_real = np.frompyfunc(lambda length, t: t < length, 2, 1)


def padding_mask(lengths, max_len):
    lens = np.array(lengths, dtype=np.int64).reshape(-1)
    positions = np.arange(int(max_len))
    if lens.size == 0:
        return np.zeros((0, int(max_len)), dtype=bool)
    return _is_real.outer(lens, positions).astype(bool)
