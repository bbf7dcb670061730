# Inverted polarity (PyTorch key_padding_mask convention): True marks padding, False real tokens.
import numpy as np


def padding_mask(lengths, max_len):
    return np.arange(max_len)[None, :] >= np.asarray(lengths)[:, None]
