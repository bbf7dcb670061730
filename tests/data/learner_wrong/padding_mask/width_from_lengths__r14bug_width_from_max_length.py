# https://github.com/speechbrain/speechbrain/pull/3086 -- mask width inferred from max(lengths) instead of max_len: the mask is too narrow (batch, max(lengths)) whenever no sequence fills the padded length; values in the columns it has are right.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    width = int(lengths.max()) if lengths.size else 0
    return np.arange(width)[None, :] < lengths[:, None]
