# MISTAKE: Polarity inverted, following PyTorch's key_padding_mask: True marks the padding (t >= length) instead of the real tokens.
# MISTAKE: The comparison is broadcast as arange[:, None] vs lengths[None, :], giving shape (max_len, batch) instead of (batch, max_len).
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    t = np.arange(max_len)
    return t[:, None] >= lengths[None, :]
