# MISTAKE: polarity inverted -- marks padding as True and real tokens as False (PyTorch key_padding_mask meaning): arange >= length.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] >= lengths[:, None]
