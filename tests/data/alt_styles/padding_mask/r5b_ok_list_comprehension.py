import numpy as np


def padding_mask(lengths, max_len):
    return np.array([[t < n for t in range(max_len)] for n in lengths], dtype=bool).reshape(len(lengths), max_len)
