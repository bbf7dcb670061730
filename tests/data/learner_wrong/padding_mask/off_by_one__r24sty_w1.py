# MISTAKE: the comparison is position <= length instead of position < length, so every sentence also "sees" the first padding slot (one True too many per row).
import numpy as np

_is_real = np.frompyfunc(lambda t, n: t <= n, 2, 1)


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    positions = np.arange(max_len)
    return _is_real(positions[None, :], lengths[:, None]).astype(bool)
