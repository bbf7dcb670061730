# MISTAKE: off by one: `<=` marks position t == length as a real token, so every sentence gets one padding slot too many set to True.
import numpy as np

def padding_mask(lengths, max_len):
    return np.arange(max_len) <= np.asarray(lengths)[:, None]
