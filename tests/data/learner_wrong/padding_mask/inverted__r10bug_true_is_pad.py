# URL: https://github.com/lucidrains/feedback-transformer-pytorch/issues/6
# Bug: inverted meaning: True marks padding (t >= length), False real tokens.
import numpy as np

def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] >= lengths[:, None]
