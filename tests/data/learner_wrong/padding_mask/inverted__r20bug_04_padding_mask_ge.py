# SOURCE: https://github.com/wenet-e2e/wenet/issues/2012
# BUG: mask = seq_range_expand >= seq_length_expand -- the comparison marks padding as True (the reporter:
#      the >= should be <, so the mask can be combined with the attention mask by &).
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    seq_range = np.arange(max_len)[None, :]
    return seq_range >= lengths[:, None]          # BUG: should be <
