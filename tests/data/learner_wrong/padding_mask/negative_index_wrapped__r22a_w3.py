# MISTAKE: Picks row lengths-1 of a lower-triangular matrix; for a length-0 sequence the index -1 wraps to the last row, giving a row of all True instead of all False.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths, dtype=np.int64).reshape(-1)
    # row L-1 of the lower triangle has exactly L leading Trues
    tri = np.tril(np.ones((max_len, max_len), dtype=bool))
    return tri[lengths - 1]
