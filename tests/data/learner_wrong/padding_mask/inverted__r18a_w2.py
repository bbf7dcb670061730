# MISTAKE: polarity inverted (PyTorch key_padding_mask convention): True marks padding, False marks real tokens.
import numpy as np


def padding_mask(lengths, max_len):
    pos = np.arange(max_len)
    return pos[np.newaxis, :] >= np.asarray(lengths)[:, np.newaxis]
