# MISTAKE: polarity inverted -- marks padding as True and real tokens as False (PyTorch key_padding_mask convention).
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    positions = np.arange(max_len)
    return positions[None, :] >= lengths[:, None]
