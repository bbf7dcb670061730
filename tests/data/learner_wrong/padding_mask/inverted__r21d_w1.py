# MISTAKE: polarity: returns True for padding (t >= length), the PyTorch key_padding_mask convention, instead of True for real tokens.
import numpy as np


def padding_mask(lengths, max_len):
    return np.array([[t >= int(n) for t in range(max_len)] for n in lengths], dtype=bool).reshape(len(lengths), max_len)
