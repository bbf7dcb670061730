import numpy as np


def padding_mask(lengths, max_len):
    # np.vectorize over the (batch, position) grid.
    lens = np.array(lengths, dtype=np.int64).reshape(-1)
    is_real = np.vectorize(lambda length, t: t < length, otypes=[bool])
    return is_real(lens[:, None], np.arange(max_len)[None, :])
