from itertools import chain, repeat

import numpy as np


def padding_mask(lengths, max_len):
    rows = [
        list(chain(repeat(True, int(n)), repeat(False, max_len - int(n))))
        for n in np.asarray(lengths).ravel()
    ]
    return np.array(rows, dtype=bool).reshape(len(rows), max_len)
