# mistake: picks row length-1 of a lower-triangular matrix: a length of 0 picks row -1 (all True) instead of all False
import numpy as np


def padding_mask(lengths, max_len):
    tri = np.tril(np.ones((max_len, max_len), dtype=bool))
    return tri[np.asarray(lengths) - 1]
