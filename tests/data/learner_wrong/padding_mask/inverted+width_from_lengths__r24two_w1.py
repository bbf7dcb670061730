# MISTAKE: Uses the PyTorch key_padding_mask polarity (True = padding, t >= length) instead of True = real token.
# MISTAKE: The row width is taken from lengths.max() instead of max_len, so the mask is too narrow whenever no sequence fills the buffer.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    width = int(lengths.max()) if lengths.size else max_len
    positions = np.arange(width)
    return positions[None, :] >= lengths[:, None]
