// The Mantine styles of the Studio's components, with the files they build on, in the order of Mantine's
// whole set (as app/sign-in-styles.ts does for the sign-in pages): the Studio does not load the workspace's
// whole set. Every file puts its rules in the `mantine` CSS layer.
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/ActionIcon.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/InlineInput.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Code.layer.css";
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/Radio.layer.css";
import "@mantine/core/styles/SegmentedControl.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Title.layer.css";
