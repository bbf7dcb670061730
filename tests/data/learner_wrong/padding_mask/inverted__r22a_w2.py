# MISTAKE: Polarity inverted (PyTorch key_padding_mask convention): returns True on the padding positions and False on the real tokens.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths).reshape(-1)
    positions = np.arange(max_len)
    # True where the position is padding
    return positions[None, :] >= lengths[:, None]
