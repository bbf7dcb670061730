# CORRECT: np.greater.outer(lengths, positions) gives mask[b, t] = lengths[b] > t in one ufunc call.
import numpy as np


def padding_mask(lengths, max_len):
    lens = np.array(lengths, dtype=np.int64).reshape(-1)
    return np.greater.outer(lens, np.arange(max_len)).astype(bool)
