# Bug report: https://github.com/meta-pytorch/torchtune/pull/1424 (batched generation left-pads prompts)
# Mask built for LEFT padding (real tokens at the end of the row) while the batch is right-padded.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    t = np.arange(max_len)
    return t[None, :] >= (max_len - lengths)[:, None]
