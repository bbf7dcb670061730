# MISTAKE: Polarity follows PyTorch's key_padding_mask: True marks padding (t >= length) instead of True = real token.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths, dtype=np.int64).reshape(-1)
    positions = np.arange(max_len)
    is_pad = positions[None, :] >= lengths[:, None]
    return is_pad
