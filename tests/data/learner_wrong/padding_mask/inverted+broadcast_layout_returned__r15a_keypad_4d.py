# wrong: torch key_padding_mask polarity (True = padding) AND returns it pre-expanded to shape (batch, 1, 1, max_len) instead of (batch, max_len)
import numpy as np


def padding_mask(lengths, max_len):
    lens = np.array(lengths)
    pad = np.arange(max_len) >= lens[:, None]
    return pad[:, None, None, :]
