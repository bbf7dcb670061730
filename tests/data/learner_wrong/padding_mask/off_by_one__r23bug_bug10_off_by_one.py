# SOURCE: https://github.com/Wangpeiyi9979/ESD/issues/6
# MISTAKE: Uses `<=` when comparing the position range with the lengths (arange <= length), so one padding position per sentence (position t == lengths[b]) is marked as a real token.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    seq_range = np.arange(max_len)[None, :]          # (1, max_len)
    seq_length = lengths[:, None]                    # (batch, 1)
    return seq_range <= seq_length
