"""Reference: the key padding mask of a right-padded batch.

Sentences in a batch have different lengths, so the shorter ones are padded to max_len. Padding
positions are not words: no query may attend to them. Vaswani et al. 2017, "Attention Is All You
Need", masks illegal connections by setting their scores to -inf before the softmax of eq. 1,
softmax(QK^T / sqrt(d_k)) V (§3.2.3); the padding mask says which keys those are.

Boolean, True = real token (may attend). Row b is True for positions t < lengths[b].
"""

import numpy as np


def padding_mask(lengths, max_len):
    """Bool (batch, max_len): True where position t of sequence b is a real token."""
    lengths = np.asarray(lengths)  # (batch,) ints; a list works too
    positions = np.arange(max_len)  # (max_len,)
    real = positions[None, :] < lengths[:, None]  # (1, max_len) < (batch, 1) -> (batch, max_len) bool
    allowed = real  # the polarity: True = a real token, may be attended to (not PyTorch's key_padding_mask)
    return allowed
