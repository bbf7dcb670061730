# WRONG: picks row length-1 of a lower-triangular table; a length of 0 indexes row -1 (the last row), so an empty sequence gets a row of all True instead of all False.
import numpy as np


def padding_mask(lengths, max_len):
    table = np.tril(np.ones((max_len, max_len), dtype=bool))
    return table[np.asarray(lengths, dtype=int) - 1]
