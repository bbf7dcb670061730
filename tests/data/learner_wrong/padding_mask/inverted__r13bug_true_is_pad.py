# URL: https://github.com/speechbrain/speechbrain/issues/2276
# Bug: inverted convention -- True marks padding (speechbrain key_padding_mask style), False marks real tokens.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] >= lengths[:, None]
