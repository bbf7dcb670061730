# MISTAKE: polarity inverted -- True marks PADDING (PyTorch key_padding_mask convention: t >= length) instead of real tokens.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    positions = np.arange(max_len)
    return positions[np.newaxis, :] >= lengths[:, np.newaxis]
